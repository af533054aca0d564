// The Bullpen word mark.
import { HStack, Text } from '@chakra-ui/react';

export function Logo() {
  return (
    <HStack gap="2">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#112344" />
        <path d="M9 8h8.5a5 5 0 0 1 2.6 9.3A5.3 5.3 0 0 1 17.8 26H9z" fill="#fff" />
        <path d="M13 12v4h4a2 2 0 0 0 0-4zm0 7.5V22h4.5a1.75 1.75 0 0 0 0-3.5z" fill="#112344" />
        <circle cx="24" cy="24" r="3" fill="#2d9f8b" />
      </svg>
      <Text as="span" fontWeight="bold" fontSize="lg" color="navy.900" letterSpacing="tight">
        Bullpen
      </Text>
    </HStack>
  );
}

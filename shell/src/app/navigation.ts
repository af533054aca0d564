// Hands the navigation (the routes and menu entries the remotes publish) to the navbar and footer.
import { createContext, useContext } from 'react';
import { NO_NAVIGATION, type Navigation } from './nav-links';

const NavigationContext = createContext<Navigation>(NO_NAVIGATION);

export const NavigationProvider = NavigationContext.Provider;

export const useNavigation = (): Navigation => useContext(NavigationContext);

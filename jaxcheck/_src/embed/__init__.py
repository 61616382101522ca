"""jaxcheck inside the user's own code: ``watch``, the guard, the pytest plugin and the
notebook magics."""

"""What enters JAX's cache key, in jaxcheck's words: the abstract signature of a call
and what differs between two static values."""

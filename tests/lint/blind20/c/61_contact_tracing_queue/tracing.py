import numpy as np


def traced_contacts(status, contacts):
    """Contacts of currently infected agents, one row per infected agent."""
    infected_ids = np.flatnonzero(status == 1)
    return infected_ids, contacts[infected_ids]

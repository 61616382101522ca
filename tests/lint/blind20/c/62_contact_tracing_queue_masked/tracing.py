import numpy as np


def traced_contacts(status, contacts):
    """Contacts of every agent plus a mask selecting currently infected agents."""
    return status == 1, contacts

from .linucb import LinUCB

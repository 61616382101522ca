from .rwm import run_chains

import numpy as np

CONTRACTS = [
    {"id": "MSA-001", "term_months": 24, "base": 0.01, "growth": 0.02},
    {"id": "LEASE-17", "term_months": 36, "base": 0.005, "growth": 0.01},
    {"id": "NDA-3", "term_months": 12, "base": 0.02, "growth": 0.0},
    {"id": "SUPPLY-9", "term_months": 24, "base": 0.015, "growth": 0.03},
]

def monthly_grid(term_months):
    return np.arange(1, term_months + 1, dtype=np.float32)

import numpy as np

def annual_periods(n):
    return np.arange(n) % 10

def monthly_periods(n):
    return (np.arange(n) % 120) / 12.0

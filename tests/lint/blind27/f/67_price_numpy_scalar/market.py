import numpy as np

QUARTERS = ["Q1", "Q2", "Q3", "Q4", "Q5", "Q6"]
CU_PRICE = np.array([8450.0, 8720.0, 9100.0, 8890.0, 9350.0, 9600.0], dtype=np.float32)


def price_deck():
    for q, p in zip(QUARTERS, CU_PRICE):
        yield q, p

import numpy as np

PURCHASE_ORDERS = [
    {"po": "PO-7001", "sizes": {"S": 120, "M": 240, "L": 180}},
    {"po": "PO-7002", "sizes": {"XS": 60, "S": 150, "M": 200, "L": 150, "XL": 60}},
    {"po": "PO-7003", "sizes": {"S": 80, "M": 160, "L": 120}},
    {"po": "PO-7004", "sizes": {"M": 300, "L": 260, "XL": 140, "XXL": 60}},
]


def breakdown(po):
    return {size: np.float32(q) for size, q in po["sizes"].items()}

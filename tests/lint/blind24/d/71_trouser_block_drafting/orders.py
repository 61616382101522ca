import numpy as np

MTM_ORDERS = [
    {"customer": "A102", "opts": {}},
    {"customer": "A103", "opts": {"ease": 4.0}},
    {"customer": "A104", "opts": {}},
    {"customer": "A105", "opts": {"ease": 1.0}},
    {"customer": "A106", "opts": {}},
]


def order_stream(seed=71):
    rng = np.random.default_rng(seed)
    for o in MTM_ORDERS:
        m = rng.normal([82, 100, 80, 26], [6, 6, 4, 2], (1, 4)).astype(np.float32)
        yield o["customer"], m, o["opts"]

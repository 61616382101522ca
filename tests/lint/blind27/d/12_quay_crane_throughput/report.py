import numpy as np

from throughput import crane_moves


def terminal_report(name, rates, hours, availability):
    m = crane_moves(rates=rates, hours=hours, availability=availability)
    return f"{name}: {float(m.sum()):.0f} moves over {rates.shape[0]} shifts"

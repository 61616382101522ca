import numpy as np


def random_circuit(n_qubits, depth, max_depth, rng):
    n_gates = depth * n_qubits
    max_gates = max_depth * n_qubits
    wires = np.zeros(max_gates, dtype=np.int32)
    angles = np.zeros(max_gates, dtype=np.float32)
    active = np.zeros(max_gates, dtype=bool)
    wires[:n_gates] = rng.integers(0, n_qubits, size=n_gates)
    angles[:n_gates] = rng.uniform(0, 2 * np.pi, size=n_gates)
    active[:n_gates] = True
    return wires, angles, active


def benchmark_suite(n_qubits, depths, seed=0):
    rng = np.random.default_rng(seed)
    max_depth = max(depths)
    for depth in depths:
        yield depth, random_circuit(n_qubits, depth, max_depth, rng)

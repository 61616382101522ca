import numpy as np


def random_circuit(n_qubits, depth, rng):
    n_gates = depth * n_qubits
    wires = rng.integers(0, n_qubits, size=n_gates).astype(np.int32)
    angles = rng.uniform(0, 2 * np.pi, size=n_gates).astype(np.float32)
    return wires, angles


def benchmark_suite(n_qubits, depths, seed=0):
    rng = np.random.default_rng(seed)
    for depth in depths:
        yield depth, random_circuit(n_qubits, depth, rng)

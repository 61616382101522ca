import jax.numpy as jnp

from circuits import benchmark_suite
from simulator import N_QUBITS, output_distribution

DEPTHS = [2, 3, 4, 5, 6]


def porter_thomas_deviation(p):
    d = p.shape[0]
    return float(jnp.abs(d * jnp.sum(p ** 2) - 2.0))


def main():
    for depth, (wires, angles) in benchmark_suite(N_QUBITS, DEPTHS):
        p = output_distribution(wires, angles)
        print(f"depth {depth} PT deviation {porter_thomas_deviation(p):.4f}")


if __name__ == "__main__":
    main()

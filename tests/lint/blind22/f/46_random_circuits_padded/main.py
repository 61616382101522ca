import jax.numpy as jnp

from circuits import benchmark_suite
from simulator import N_QUBITS, output_distribution

DEPTHS = [1, 2, 4, 6, 8]


def porter_thomas_deviation(p):
    d = p.shape[0]
    return float(jnp.abs(d * jnp.sum(p ** 2) - 2.0))


def main():
    for depth, (wires, angles, active) in benchmark_suite(N_QUBITS, DEPTHS):
        p = output_distribution(wires, angles, active)
        print(f"depth {depth} PT deviation {porter_thomas_deviation(p):.4f}")


if __name__ == "__main__":
    main()

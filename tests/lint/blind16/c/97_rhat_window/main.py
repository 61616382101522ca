import jax

from diagnostics import ConvergenceMonitor
from sampler import sample


def main():
    monitor = ConvergenceMonitor(every=5, threshold=1.01)
    draws = sample(4, 40, jax.random.PRNGKey(0), monitor)
    print("iterations", len(draws), "rhat history", [(i, round(r, 3)) for i, r in monitor.history])


if __name__ == "__main__":
    main()

import jax.numpy as jnp

from ensemble import run_ensemble
from ssa import BirthDeath


def main():
    model = BirthDeath(birth=jnp.float32(10.0), death=jnp.float32(0.5))
    finals = run_ensemble(model, jnp.float32(0.0), n_runs=6)
    print("mean", float(finals.mean()), "var", float(finals.var()), "(stationary mean 20)")


if __name__ == "__main__":
    main()

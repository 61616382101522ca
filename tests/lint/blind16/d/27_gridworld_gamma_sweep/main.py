import jax.numpy as jnp

from evaluation import evaluate_policy
from mdp import gridworld, uniform_policy

GAMMAS = [0.8, 0.9, 0.95, 0.99]


def main():
    P, R = gridworld()
    pi = uniform_policy(R.shape[0], P.shape[0])
    P, R, pi = jnp.asarray(P), jnp.asarray(R), jnp.asarray(pi)
    for gamma in GAMMAS:
        v = evaluate_policy(P, R, pi, gamma=gamma)
        print(f"gamma={gamma}: V(start)={float(v[0]):.4f}")


if __name__ == "__main__":
    main()

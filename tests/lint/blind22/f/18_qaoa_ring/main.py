import jax
import jax.numpy as jnp
import optax

from callbacks import BestCutTracker
from qaoa import cut_values, expected_cut

N = 5
EDGES = jnp.array([[0, 1], [1, 2], [2, 3], [3, 4], [4, 0]])
P = 2
tx = optax.adam(0.05)


@jax.jit
def train_step(params, opt_state, cuts):
    g = jax.grad(lambda p: -expected_cut(p, cuts))(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state


def main():
    cuts = cut_values(N, EDGES)
    params = jnp.full((P, 2), 0.3, dtype=jnp.float32)
    opt_state = tx.init(params)
    print("initial", float(expected_cut(params, cuts)))
    tracker = BestCutTracker(expected_cut, cuts)
    for step in range(6):
        params, opt_state = train_step(params, opt_state, cuts)
        tracker(step, params)
    print("final", float(expected_cut(params, cuts)))


if __name__ == "__main__":
    main()

import jax
import jax.numpy as jnp
import numpy as np
import optax

from state import CrowdingState

tx = optax.sgd(0.1)


def crowding_logits(params, route, load):
    return params["route_bias"][route] + params["slope"] * load


@jax.jit
def update_state(state, route, load, crowded):
    def loss(p):
        logits = state.apply_fn(p, route, load)
        return optax.sigmoid_binary_cross_entropy(logits, crowded).mean()
    l, g = jax.value_and_grad(loss)(state.params)
    u, o = tx.update(g, state.opt_state, state.params)
    return state.replace(params=optax.apply_updates(state.params, u), opt_state=o, step=state.step + 1), l


def main():
    rng = np.random.default_rng(0)
    params = {"route_bias": jnp.zeros(10), "slope": jnp.zeros(())}
    state = CrowdingState(params=params, opt_state=tx.init(params), step=jnp.zeros((), jnp.int32),
                          n_routes=10, apply_fn=crowding_logits)
    for epoch in range(8):
        route = jnp.asarray(rng.integers(0, state.n_routes, 200))
        load = jnp.asarray(rng.uniform(0, 1.5, 200), jnp.float32)
        crowded = (load > 0.9).astype(jnp.float32)
        state, l = update_state(state, route, load, crowded)
        print(int(state.step), float(l))


if __name__ == "__main__":
    main()

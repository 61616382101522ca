import jax
import jax.numpy as jnp
import numpy as np
import optax

from guard import SpikeGuard, accept_update

tx = optax.adam(1e-2)


@jax.jit
def guarded_step(params, opt_state, x, y, reference, factor):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(params)
    updates, new_opt_state = tx.update(grads, opt_state)
    ok = accept_update(loss, reference, factor)
    params = jax.tree_util.tree_map(lambda p, u: jnp.where(ok, p + u, p), params, updates)
    opt_state = jax.tree_util.tree_map(lambda n, o: jnp.where(ok, n, o), new_opt_state, opt_state)
    return params, opt_state, loss, ok


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(80, 3)).astype(np.float32)
    y = (x @ np.array([[1.0], [2.0], [-1.0]])).astype(np.float32)
    y[40:48] += 25.0
    params = {"w": jnp.zeros((3, 1)), "b": jnp.zeros(1)}
    opt_state = tx.init(params)
    guard = SpikeGuard()
    for step in range(10):
        i = step % 5 * 16
        params, opt_state, loss, ok = guarded_step(params, opt_state, x[i:i + 16], y[i:i + 16],
                                                   guard.reference, guard.factor)
        if bool(ok):
            guard.update(loss)
        print(step, float(loss), bool(ok))


if __name__ == "__main__":
    main()

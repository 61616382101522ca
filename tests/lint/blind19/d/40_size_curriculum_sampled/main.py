import jax
import jax.numpy as jnp
import numpy as np
import optax

from curriculum import PAD_NODES, curriculum_stack, make_pool

tx = optax.adam(1e-2)


def predict(params, x, s, r):
    h = jnp.tanh(x @ params["w_in"])
    h = h + jax.ops.segment_sum(h[s], r, num_segments=PAD_NODES) @ params["w_msg"]
    return jnp.mean(h, 0) @ params["w_out"]


@jax.jit
def train_epoch(params, opt_state, stacked):
    def body(carry, g):
        p, o = carry
        loss, grads = jax.value_and_grad(lambda q: (predict(q, g["x"], g["s"], g["r"]) - g["y"]) ** 2)(p)
        upd, o = tx.update(grads, o)
        return (optax.apply_updates(p, upd), o), loss
    (params, opt_state), losses = jax.lax.scan(body, (params, opt_state), stacked)
    return params, opt_state, losses.mean()


def main():
    rng = np.random.default_rng(0)
    pool = make_pool(40, rng)
    k = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w_in": jax.random.normal(k[0], (4, 16)) * 0.1,
              "w_msg": jax.random.normal(k[1], (16, 16)) * 0.1,
              "w_out": jax.random.normal(k[2], (16,)) * 0.1}
    opt_state = tx.init(params)
    for epoch, max_nodes in enumerate((8, 12, 16, 20, 24)):
        stacked = curriculum_stack(pool, max_nodes, rng)
        params, opt_state, loss = train_epoch(params, opt_state, stacked)
        print(epoch, max_nodes, float(loss))


if __name__ == "__main__":
    main()

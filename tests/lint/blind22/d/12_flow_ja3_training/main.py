import jax
import jax.numpy as jnp
import numpy as np
import optax

from features import flow_batch, labels


def init_params(key):
    k1, k2, k3, k4 = jax.random.split(key, 4)
    return {
        "port_emb": jax.random.normal(k1, (1024, 8)) * 0.1,
        "ja3_emb": jax.random.normal(k2, (512, 8)) * 0.1,
        "w": jax.random.normal(k3, (6 + 8 + 8, 2)) * 0.1,
        "b": jnp.zeros(2),
    }


def logits_fn(params, batch):
    tls = params["ja3_emb"][batch["ja3"]] * batch["has_tls"][:, None]
    parts = [batch["stats"], params["port_emb"][batch["ports"]], tls]
    return jnp.concatenate(parts, axis=-1) @ params["w"] + params["b"]


tx = optax.sgd(0.05, momentum=0.9)


@jax.jit
def update(params, opt_state, batch, y):
    def loss(p):
        return optax.softmax_cross_entropy_with_integer_labels(logits_fn(p, batch), y).mean()
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, l


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = tx.init(params)
    for step in range(6):
        batch = flow_batch(rng, with_tls=(step % 3 == 0))
        params, opt_state, l = update(params, opt_state, batch, labels(rng))
    print(float(l))


if __name__ == "__main__":
    main()

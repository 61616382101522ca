import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import TrainConfig, temperature_at


def encode(params, x):
    return jnp.tanh(x @ params["w"] + params["b"])


def info_nce(params, queries, docs, temperature):
    q = encode(params, queries)
    d = encode(params, docs)
    q = q / jnp.linalg.norm(q, axis=-1, keepdims=True)
    d = d / jnp.linalg.norm(d, axis=-1, keepdims=True)
    logits = q @ d.T / temperature
    labels = jnp.arange(q.shape[0])
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


def build(cfg):
    opt = optax.adam(cfg.lr)

    @jax.jit
    def train_step(params, opt_state, queries, docs, temperature):
        loss, grads = jax.value_and_grad(info_nce)(params, queries, docs, temperature)
        updates, opt_state = opt.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return opt, train_step


def main():
    cfg = TrainConfig()
    rng = np.random.default_rng(0)
    params = {
        "w": jnp.asarray(rng.normal(size=(cfg.dim, cfg.dim)) * 0.1, jnp.float32),
        "b": jnp.zeros((cfg.dim,)),
    }
    opt, train_step = build(cfg)
    opt_state = opt.init(params)
    for step in range(cfg.steps):
        q = rng.normal(size=(cfg.batch, cfg.dim)).astype(np.float32)
        d = q + 0.1 * rng.normal(size=q.shape).astype(np.float32)
        temp = temperature_at(cfg, step)
        params, opt_state, loss = train_step(params, opt_state, q, d, temp)
        print(step, float(loss))


if __name__ == "__main__":
    main()

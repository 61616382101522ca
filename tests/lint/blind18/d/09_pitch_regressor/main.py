import jax
import jax.numpy as jnp
import optax

from data import FRAME, batches


def init_params(key, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (FRAME, hidden)) / jnp.sqrt(FRAME),
        "b1": jnp.zeros(hidden),
        "w2": jax.random.normal(k2, (hidden,)) / jnp.sqrt(hidden),
        "b2": jnp.zeros(()),
    }


def predict(params, frames):
    spec = jnp.abs(jnp.fft.rfft(frames, n=FRAME * 2, axis=-1))[:, :FRAME]
    h = jnp.tanh(jnp.log1p(spec) @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


def loss(params, batch):
    return jnp.mean((predict(params, batch["frames"]) - batch["target"]) ** 2)


def main():
    params = init_params(jax.random.PRNGKey(0))
    opt = optax.adam(3e-3)
    opt_state = opt.init(params)
    for step, batch in enumerate(batches(seed=0, steps=5)):
        def batch_loss(p):
            return loss(p, batch)

        value_and_grad = jax.jit(jax.value_and_grad(batch_loss))
        l, grads = value_and_grad(params)
        updates, opt_state = opt.update(grads, opt_state)
        params = optax.apply_updates(params, updates)
        print(f"step {step} loss {float(l):.4f}")


if __name__ == "__main__":
    main()

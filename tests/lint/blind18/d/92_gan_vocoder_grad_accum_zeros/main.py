import jax
import jax.numpy as jnp
import optax

from accumulate import accumulate, zeros_like_tree

ACCUM = 3
HOP, FRAMES, MELS = 16, 8, 10
tx = optax.adam(1e-3)


def generator(params, mel):
    return jnp.tanh(mel @ params["w"] + params["b"]).reshape(-1)


@jax.jit
def grad_step(params, mel, wav):
    return jax.grad(lambda p: jnp.mean(jnp.abs(generator(p, mel) - wav)))(params)


@jax.jit
def apply_step(params, opt_state, acc):
    grads = jax.tree.map(lambda g: g / ACCUM, acc)
    upd, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, upd), opt_state


def main():
    key = jax.random.PRNGKey(0)
    params = {"w": 0.1 * jax.random.normal(key, (MELS, HOP)), "b": jnp.zeros(HOP)}
    opt_state = tx.init(params)
    for update in range(3):
        acc = zeros_like_tree(params)
        for micro in range(ACCUM):
            key, k1, k2 = jax.random.split(key, 3)
            mel = jax.random.normal(k1, (FRAMES, MELS))
            wav = 0.1 * jax.random.normal(k2, (FRAMES * HOP,))
            acc = accumulate(acc, grad_step(params, mel, wav))
        params, opt_state = apply_step(params, opt_state, acc)
        print(update, float(jnp.abs(params["w"]).mean()))


if __name__ == "__main__":
    main()

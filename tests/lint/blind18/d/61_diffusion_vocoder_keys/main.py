import jax
import jax.numpy as jnp

from callbacks import HoldoutMonitor
from diffusion import T, eval_loss, train_step

N, MEL = 512, 8


def main():
    key = jax.random.PRNGKey(0)
    ks = jax.random.split(key, 6)
    params = {"w_in": 0.1 * jax.random.normal(ks[0], (1 + MEL, 16)),
              "t_emb": 0.1 * jax.random.normal(ks[1], (T, 16)),
              "w_out": 0.1 * jax.random.normal(ks[2], (16, 1))}
    wav = jnp.sin(jnp.arange(N) * 0.1)
    mel_up = jax.random.normal(ks[3], (N, MEL))
    monitor = HoldoutMonitor(wav, mel_up)
    for step in range(4):
        key, sub = jax.random.split(key)
        params, loss = train_step(params, wav, mel_up, sub)
        if step % 2 == 1:
            key, sub = jax.random.split(key)
            print(step, float(loss), float(eval_loss(params, wav, mel_up, sub)), monitor(params))


if __name__ == "__main__":
    main()

import numpy as np
import jax
import jax.numpy as jnp

from schedule import WarmupSchedule

N_MFCC, N_KEYWORDS = 13, 5


def conv1d(x, w):
    # x: [batch, time, ch], w: [width, ch, out]
    return jax.lax.conv_general_dilated(x, w, (1,), "SAME", dimension_numbers=("NWC", "WIO", "NWC"))


@jax.jit
def kws_step(params, mfcc, labels, lr_scale):
    def loss_fn(p):
        h = jax.nn.relu(conv1d(mfcc, p["conv"]))
        logits = h.mean(axis=1) @ p["out"]
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), labels[:, None], 1))

    loss, g = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda p, g: p - 0.05 * lr_scale * g, params, g)
    return params, loss


def main():
    rng = np.random.default_rng(14)
    params = {"conv": jnp.asarray(0.1 * rng.standard_normal((3, N_MFCC, 16)), jnp.float32),
              "out": jnp.asarray(0.1 * rng.standard_normal((16, N_KEYWORDS)), jnp.float32)}
    sched = WarmupSchedule(base_lr=0.05, warmup_steps=3)
    mfcc = jnp.asarray(rng.standard_normal((8, 49, N_MFCC)), jnp.float32)
    labels = jnp.asarray(rng.integers(0, N_KEYWORDS, 8), jnp.int32)
    for step in range(1, 7):
        params, loss = kws_step(params, mfcc, labels, sched.scale(step))
        print(f"step {step} scale {sched.scale(step)} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()

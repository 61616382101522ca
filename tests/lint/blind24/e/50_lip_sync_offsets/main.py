import numpy as np
import jax
import jax.numpy as jnp
import optax

SHIFTS = 21
schedule = optax.warmup_cosine_decay_schedule(0.0, 1e-2, warmup_steps=5, decay_steps=20)
opt = optax.adam(schedule)


@jax.jit
def offset_step(params, opt_state, windows, mouth, step):
    # curriculum: distant shifts are down-weighted early on
    centre = SHIFTS // 2
    dist = jnp.abs(jnp.arange(SHIFTS) - centre)
    reach = 2.0 + step.astype(jnp.float32) / 2.0
    penalty = jnp.where(dist <= reach, 0.0, -3.0)

    def loss_fn(p):
        logits = jnp.einsum("bd,bkd->bk", mouth @ p["wv"], windows @ p["wa"]) + penalty
        target = jnp.full((logits.shape[0],), centre)
        return optax.softmax_cross_entropy_with_integer_labels(logits, target).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(1)
    mouth = rng.standard_normal((32, 10)).astype(np.float32)
    windows = (rng.standard_normal((32, SHIFTS, 10)) * 0.5).astype(np.float32)
    windows[:, SHIFTS // 2] += mouth
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"wa": jax.random.normal(k1, (10, 8)) * 0.3, "wv": jax.random.normal(k2, (10, 8)) * 0.3}
    opt_state = opt.init(params)
    step = jnp.zeros((), jnp.int32)
    for epoch in range(5):
        for _ in range(4):
            params, opt_state, loss = offset_step(params, opt_state, windows, mouth, step)
            step = step + 1
        print("epoch", epoch, round(float(loss), 4))


if __name__ == "__main__":
    main()

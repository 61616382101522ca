import jax
import jax.numpy as jnp
import optax

from panel import N_UNITS, T_PRE, donor_pool, make_panel

opt = optax.adam(0.05)


@jax.jit
def fit_weights(target_pre, donors_pre):
    logits = jnp.zeros(donors_pre.shape[1])
    state = opt.init(logits)

    def loss(lg):
        w = jax.nn.softmax(lg)
        return jnp.mean((target_pre - donors_pre @ w) ** 2)

    def body(carry, _):
        lg, st = carry
        g = jax.grad(loss)(lg)
        upd, st = opt.update(g, st)
        return (optax.apply_updates(lg, upd), st), None

    (logits, _), _ = jax.lax.scan(body, (logits, state), None, length=200)
    return jax.nn.softmax(logits)


def main():
    panel = jnp.asarray(make_panel())
    gaps = []
    for unit in range(N_UNITS):
        donors = jnp.asarray(donor_pool(panel, unit))
        w = fit_weights(panel[:T_PRE, unit], donors[:T_PRE])
        gap = jnp.mean(panel[T_PRE:, unit] - donors[T_PRE:] @ w)
        gaps.append(float(gap))
    print("treated gap", gaps[0], "placebo max", max(abs(g) for g in gaps[1:]))


if __name__ == "__main__":
    main()

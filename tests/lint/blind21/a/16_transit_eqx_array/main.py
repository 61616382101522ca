import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import BoxTransit, anneal

rng = np.random.default_rng(0)
t = jnp.asarray(np.linspace(-0.5, 0.5, 300), jnp.float32)
true = 1.0 - 0.01 * ((jnp.abs(t - 0.03) < 0.05))
flux = true + 0.001 * jnp.asarray(rng.normal(size=300), jnp.float32)

optim = optax.adam(1e-2)


@eqx.filter_jit
def step(model, opt_state, t, flux):
    def loss(m):
        return jnp.mean((m(t) - flux) ** 2) * 1e6

    val, grads = eqx.filter_value_and_grad(loss)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, val


model = BoxTransit(jnp.float32(0.0), jnp.log(jnp.float32(0.005)), jnp.log(jnp.float32(0.08)), jnp.float32(0.02))
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for stage, softness in enumerate([0.02, 0.01, 0.005, 0.0025]):
    model = anneal(model, softness)
    for _ in range(10):
        model, opt_state, val = step(model, opt_state, t, flux)
    print(f"stage {stage} softness={softness} loss={float(val):.3f} t0={float(model.t0):.4f}")

import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from resist import PEBModel

opt = optax.adam(0.02)


@eqx.filter_jit
def calib_step(model, opt_state, aerial, sem_profile):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(aerial) - sem_profile) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    grads = eqx.tree_at(lambda g: g.bake_scale, grads, jnp.zeros(()))
    upd, opt_state = opt.update(grads, opt_state)
    return eqx.apply_updates(model, upd), opt_state, loss


def synth_pairs(n=16, npix=128, seed=0):
    rng = np.random.default_rng(seed)
    x = np.arange(npix)
    aer, sem = [], []
    for _ in range(n):
        pitch = rng.integers(20, 40)
        a = 0.5 + 0.5 * np.cos(2 * np.pi * x / pitch)
        aer.append(a)
        sem.append((a > 0.45).astype(np.float32))
    return jnp.asarray(np.array(aer, np.float32)), jnp.asarray(np.array(sem, np.float32))


def main():
    aerial, sem = synth_pairs()
    model = PEBModel()
    opt_state = opt.init(model)
    bake_temps = [105.0, 110.0, 115.0, 120.0]
    for temp in bake_temps:
        model = eqx.tree_at(lambda m: m.bake_scale, model, jnp.asarray(temp / 110.0))
        for it in range(10):
            model, opt_state, loss = calib_step(model, opt_state, aerial, sem)
        print(f"PEB {temp}C: diff len {float(jnp.exp(model.log_diff_len)):.2f}px thr {float(model.threshold):.3f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()

import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx
import optax


class PhotometricSolution(eqx.Module):
    zp: jax.Array
    colour: jax.Array
    extinction: jax.Array
    airmass_ref: float = 1.0

    def __call__(self, inst_mag, bv, airmass):
        return inst_mag + self.zp + self.colour * bv - self.extinction * (airmass - self.airmass_ref)


def landolt_night(rng, n_std=40):
    bv = rng.uniform(-0.2, 1.6, n_std).astype(np.float32)
    airmass = rng.uniform(1.0, 2.2, n_std).astype(np.float32)
    v_true = rng.uniform(10, 15, n_std).astype(np.float32)
    zp, ct, k = 24.8 + rng.normal(0, 0.05), 0.03, 0.15 + rng.normal(0, 0.02)
    inst = v_true - zp - ct * bv + k * (airmass - 1.0) + rng.normal(0, 0.01, n_std)
    return inst.astype(np.float32), bv, airmass, v_true


optim = optax.adam(0.05)


@eqx.filter_jit
def solve_step(sol, opt_state, inst, bv, airmass, v_true):
    def loss(s):
        return jnp.mean((s(inst, bv, airmass) - v_true) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(sol)
    updates, opt_state = optim.update(g, opt_state)
    return eqx.apply_updates(sol, updates), opt_state, l


def main():
    rng = np.random.default_rng(31)
    for night in range(4):
        data = landolt_night(rng)
        sol = PhotometricSolution(jnp.array(24.0), jnp.array(0.0), jnp.array(0.1))
        opt_state = optim.init(eqx.filter(sol, eqx.is_array))
        for _ in range(300):
            sol, opt_state, l = solve_step(sol, opt_state, *data)
        print(f"night {night}: zp={float(sol.zp):.3f} k={float(sol.extinction):.3f} rms={float(jnp.sqrt(l)):.3f}")


if __name__ == "__main__":
    main()

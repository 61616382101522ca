import diffrax
import equinox as eqx
import jax
import jax.numpy as jnp


class KimchiModel(eqx.Module):
    mu_max: jax.Array
    ks: jax.Array

    def __call__(self, t, y, args):
        x, s, p = y
        temp = args
        mu = self.mu_max * 1.08 ** (temp - 20.0) * s / (self.ks + s) * jnp.clip(1 - p / 15.0, 0.0, 1.0)
        return jnp.stack([mu * x, -mu * x / 0.2, mu * x * 0.8 / 0.2])


@eqx.filter_jit
def acidity_at(model, y0, t_end, temp):
    sol = diffrax.diffeqsolve(diffrax.ODETerm(model), diffrax.Dopri5(), t0=0.0, t1=t_end, dt0=0.1, y0=y0,
                              args=temp, stepsize_controller=diffrax.PIDController(rtol=1e-5, atol=1e-6),
                              max_steps=8192)
    return sol.ys[-1]


def main():
    model = KimchiModel(mu_max=jnp.array(0.2), ks=jnp.array(1.5))
    y0 = jnp.array([0.05, 20.0, 0.0])
    for hours, temp in [(24.0, 15.0), (48.0, 10.0), (72.0, 10.0), (96.0, 4.0), (120.0, 4.0)]:
        x, s, p = acidity_at(model, y0, jnp.asarray(hours), jnp.asarray(temp))
        print(f"{hours:5.0f} h at {temp:4.1f} C: acid {float(p):.2f} g/L")


if __name__ == "__main__":
    main()

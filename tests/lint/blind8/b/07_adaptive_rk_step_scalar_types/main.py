import jax.numpy as jnp

from integrator import next_step_size, rk_step_with_error

TOL = 1e-4
T_END = 1.0


def integrate(y0, t_end, dt0=0.1):
    y, t, dt = jnp.asarray(y0), 0, dt0
    accepted = rejected = 0
    while t < t_end and accepted + rejected < 8:
        dt = min(dt, t_end - t)
        y_new, err = rk_step_with_error(y, t, dt)
        err = float(err)
        if err <= TOL:
            y, t = y_new, t + dt
            accepted += 1
        else:
            rejected += 1
        dt = next_step_size(dt, err, TOL)
    return y, t, accepted, rejected


def main():
    y, t, acc, rej = integrate([10.0, 5.0], T_END)
    print(f"t={float(t):.3f} prey={float(y[0]):.3f} predators={float(y[1]):.3f} "
          f"accepted={acc} rejected={rej}")


if __name__ == "__main__":
    main()

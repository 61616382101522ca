import jax.numpy as jnp

from steppers import get_stepper

NX = 128
NU = 0.02
DX = 2 * 3.141592653589793 / NX
DT = 0.002


def advance(u, n_steps):
    step = get_stepper(NU, DX, DT)
    for _ in range(n_steps):
        u = step(u)
    return u


def main():
    x = jnp.arange(NX) * DX
    u = jnp.sin(x) + 0.5
    for epoch in range(5):
        u = advance(u, 4)
        print(f"epoch {epoch}: max u = {float(u.max()):.4f}, total variation = {float(jnp.abs(jnp.diff(u)).sum()):.4f}")


if __name__ == "__main__":
    main()

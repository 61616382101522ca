import equinox as eqx
import jax.numpy as jnp


class TwoNodeRC(eqx.Module):
    r_wall: jnp.ndarray
    r_win: jnp.ndarray
    c_air: jnp.ndarray
    c_wall: jnp.ndarray

    def __call__(self, t, y, args):
        t_out, q_hvac = args
        t_air, t_wall = y[0], y[1]
        to = t_out(t)
        d_air = ((t_wall - t_air) / self.r_wall + (to - t_air) / self.r_win + q_hvac) / self.c_air
        d_wall = ((t_air - t_wall) / self.r_wall + (to - t_wall) / self.r_wall) / self.c_wall
        return jnp.stack([d_air, d_wall])

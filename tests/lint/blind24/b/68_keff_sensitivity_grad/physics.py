import jax.numpy as jnp


def two_group_keff(xs):
    # bare homogeneous reactor, two-group diffusion with buckling B2
    b2 = 1.5e-4
    rem1 = xs["sa1"] + xs["s12"] + xs["d1"] * b2
    rem2 = xs["sa2"] + xs["d2"] * b2
    return (xs["nsf1"] + xs["nsf2"] * xs["s12"] / rem2) / rem1

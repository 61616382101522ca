import jax.numpy as jnp

# DOE-2 style chiller curves: CAPFT, EIRFT, EIRFPLR
CURVES = {
    "capft": jnp.array([0.257, 0.0341, -0.00030, 0.0468, -0.00078, -0.00048]),
    "eirft": jnp.array([0.933, -0.0582, 0.00450, 0.00243, 0.000486, -0.00122]),
    "eirfplr": jnp.array([0.222, 0.313, 0.463]),
}


def biquad(c, x, y):
    return c[0] + c[1] * x + c[2] * x * x + c[3] * y + c[4] * y * y + c[5] * x * y


def chiller_power(curves, ref_cap_kw, ref_cop, load_kw, chwst, ecwt):
    cap = ref_cap_kw * biquad(curves["capft"], chwst, ecwt)
    plr = jnp.clip(load_kw / cap, 0.1, 1.0)
    eir_ft = biquad(curves["eirft"], chwst, ecwt)
    c = curves["eirfplr"]
    eir_plr = c[0] + c[1] * plr + c[2] * plr * plr
    return cap / ref_cop * eir_ft * eir_plr

import jax

# MJD timestamps need double precision to keep sub-second timing
jax.config.update("jax_enable_x64", True)

T_REF = 60000.0

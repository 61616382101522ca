import jax.numpy as jnp

from collimator import angular_response


def raster_scan(source_angles, fine=False):
    if fine:
        return angular_response(source_angles, 0.02, fwhm_deg=4.0)
    return angular_response(source_angles)

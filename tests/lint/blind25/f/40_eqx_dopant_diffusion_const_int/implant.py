import numpy as np


def gaussian_implant(depth_nm, dose_cm2, rp_nm, drp_nm):
    peak = dose_cm2 / (np.sqrt(2 * np.pi) * drp_nm * 1e-7)
    return (peak * np.exp(-0.5 * ((depth_nm - rp_nm) / drp_nm) ** 2)).astype(np.float32)


def arrhenius_d(temp_c, d0=0.76, ea=3.46):
    k = 8.617e-5
    return d0 * np.exp(-ea / (k * (temp_c + 273.15))) * 1e14  # cm^2/s -> nm^2/s

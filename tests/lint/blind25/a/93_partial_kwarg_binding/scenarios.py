from functools import partial

from leaching import nitrate_leaching

SOIL_POROSITY = {"sandy": 0.38, "loam": 0.45}


def sandy_leaching(drainage, no3):
    return nitrate_leaching(drainage, no3, SOIL_POROSITY["sandy"])


loam_leaching = partial(nitrate_leaching, porosity=SOIL_POROSITY["loam"])

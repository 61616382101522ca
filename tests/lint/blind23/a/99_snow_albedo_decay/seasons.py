from snowpack import albedo_decay

MELT_TAU = 0.4


def step_cover(albedo, snowfall, melting):
    if melting:
        return albedo_decay(albedo, snowfall, 1.0, tau=MELT_TAU)
    return albedo_decay(albedo, snowfall, 1.0)

from enface import enface_projection


def superficial_plexus(vol, ilm, ipl):
    return enface_projection(vol, ilm, ipl)


def deep_plexus(vol, ipl, opl):
    return enface_projection(vol, ipl, opl, 0.5)


def choriocapillaris(vol, bm):
    return enface_projection(vol, bm, bm + 3, gamma=0.5)

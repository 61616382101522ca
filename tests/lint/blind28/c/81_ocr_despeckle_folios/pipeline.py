from filters import despeckle

RADIUS = 1


def clean_recto(page):
    return despeckle(page, RADIUS)


def clean_verso(page):
    return despeckle(page, radius=RADIUS)

DEFAULT_UM_PER_PX = 11.5

CAMERA_FOV = {"topcon": 45.0, "zeiss": 50.0}


def um_per_pixel(exif, width_px):
    model = exif.get("Model")
    if model in CAMERA_FOV:
        # ~ 288 um per degree on the retina
        return float(CAMERA_FOV[model]) * 288.0 / width_px
    return DEFAULT_UM_PER_PX

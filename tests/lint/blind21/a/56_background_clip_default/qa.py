from background import clipped_background


def qa_report(image):
    mu, sd = clipped_background(image)
    return {"sky": float(mu), "sky_rms": float(sd)}

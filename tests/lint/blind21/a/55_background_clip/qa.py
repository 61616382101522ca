from background import clipped_background


def qa_report(image, n_iter=3):
    mu, sd = clipped_background(image, n_iter=n_iter)
    return {"sky": float(mu), "sky_rms": float(sd)}

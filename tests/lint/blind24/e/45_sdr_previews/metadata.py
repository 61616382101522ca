ASSETS = [
    {"name": "promo_sdr.mov", "transfer": "bt709"},
    {"name": "doc_hdr.mxf", "transfer": "smpte2084", "hdr": 1},
    {"name": "feature_hdr.mxf", "transfer": "smpte2084", "hdr": 1},
    {"name": "archive_sdr.mxf", "transfer": "bt709", "hdr": 0},
]


def is_hdr(asset):
    # older ingest records have no explicit flag
    return asset.get("hdr", asset["transfer"] == "smpte2084")

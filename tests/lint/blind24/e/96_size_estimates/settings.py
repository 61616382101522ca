from dataclasses import asdict, dataclass, replace


@dataclass(frozen=True)
class EncodeSettings:
    crf: float = 23.0
    aq_strength: float = 1.0
    grain_keep: float = 0.0


JOB_OVERRIDES = {
    "trailer": {"crf": 18.0},
    "doc_archival": {"crf": 16.0, "grain_keep": 0.8},
    "social_cut": {"crf": 28.0},
    "film_restore": {"grain_keep": 1.0},
}


def job_settings(job):
    return asdict(replace(EncodeSettings(), **JOB_OVERRIDES.get(job, {})))
